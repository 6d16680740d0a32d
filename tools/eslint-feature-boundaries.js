// ESLint rule: a feature folder (apps/<app>/src/features/<name>/) may not import another
// feature folder of the same app. App-level code composes features (ARCHITECTURE §3).
import path from 'node:path';

const FEATURE = /[\\/]apps[\\/]([^\\/]+)[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: { cross: "Feature '{{from}}' must not import feature '{{to}}'; compose them at app level." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = FEATURE.exec(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source) + path.sep;
      const hit = FEATURE.exec(target);
      if (hit && hit[1] === own[1] && hit[2] !== own[2]) {
        context.report({ node, messageId: 'cross', data: { from: own[2], to: hit[2] } });
      }
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};
