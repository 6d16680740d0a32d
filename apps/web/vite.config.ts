import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig, parseAst, transformWithOxc } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPaint } from './plugins/first-paint';
import { routePreloads } from './plugins/route-preloads';

const API = 'http://localhost:8081';
// Regex keys so only the API prefixes are proxied, never SPA routes that merely start alike.
const proxied = ['^/v1/', '^/v2/', '^/api/', '^/cmmn/', '^/uploads/', '^/healthz'];

/*
 * Build-time split of the Korean messages (packages/shared/src/messages/ko.ts) into one module
 * per top-level section, so a chunk carries only the sections it reads. ko.ts stays the single
 * source of every string; only the bundle changes: `ko.shell.login` in a module becomes an import
 * of the `shell` section. Without it the whole file (~25 kB gzip) sat in every first load.
 *
 * A module that uses `ko` other than as `ko.<section>` (passing the object around, computed
 * access) keeps its plain import of the whole object, so the split can never change behaviour.
 */
const KO_FILE = fileURLToPath(new URL('../../packages/shared/src/messages/ko.ts', import.meta.url));
const VIRTUAL = 'virtual:ko-section/';
const RESOLVED = '\0ko-section:';
const REST = '__rest';
const IMPORT = /import\s*\{\s*ko\s*\}\s*from\s*(["'])([^"']*messages\/ko(?:\.ts)?)\1;?/;
// A dot before `ko` is a property access (`x.ko`), except the spread `...ko`.
const MEMBER = /(?<![\w$])(?<!(?<!\.\.)\.)ko\.([A-Za-z_$][\w$]*)/g;
const BARE = /(?<![\w$'"-])(?<!(?<!\.\.)\.)ko(?![\w$'"-])/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The top-level names a program declares (the helpers ko's sections are built from). */
function declaredNames(body: Node[]): { local: string[]; exported: string[] } {
  const local: string[] = [];
  const exported: string[] = [];
  for (const node of body) {
    const inner = node.type === 'ExportNamedDeclaration' ? (node.declaration as Node | null) : node;
    const into = node.type === 'ExportNamedDeclaration' ? exported : local;
    if (inner?.type === 'VariableDeclaration') {
      for (const d of inner.declarations as Node[]) {
        const id = d.id as Node & { name?: string };
        if (id.type === 'Identifier') into.push(id.name!);
      }
    } else if (inner?.type === 'FunctionDeclaration' || inner?.type === 'ClassDeclaration') {
      const id = inner.id as { name: string } | null;
      if (id) into.push(id.name);
    }
  }
  return { local, exported };
}

/**
 * Module sources: REST holds the file's other declarations (shared by sections, so never
 * copied into two chunks), and each section imports them and exports its value as default.
 */
async function splitMessages(): Promise<Map<string, string> | null> {
  const { code } = await transformWithOxc(fs.readFileSync(KO_FILE, 'utf8'), KO_FILE, { lang: 'ts' });
  const program = parseAst(code) as unknown as { body: Node[] };
  for (const node of program.body) {
    const declaration = node.declaration as Node | undefined;
    if (node.type !== 'ExportNamedDeclaration' || declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations as Node[]) {
      const id = d.id as Node & { name?: string };
      const init = d.init as (Node & { properties: Node[] }) | null;
      if (id.name !== 'ko' || init?.type !== 'ObjectExpression') continue;
      const rest = code.slice(0, node.start) + code.slice(node.end);
      const names = declaredNames(program.body.filter((n) => n !== node));
      const all = [...names.local, ...names.exported];
      const modules = new Map<string, string>();
      modules.set(REST, `${rest}\nexport { ${names.local.join(', ')} };\n`);
      const preamble = all.length
        ? `import { ${all.join(', ')} } from ${JSON.stringify(VIRTUAL + REST)};\n`
        : '';
      for (const p of init.properties) {
        const key = p.key as Node & { name?: string };
        if (
          p.type !== 'Property' ||
          p.computed ||
          p.method ||
          p.kind !== 'init' ||
          key.type !== 'Identifier'
        ) {
          return null;
        }
        const value = p.value as Node;
        modules.set(key.name!, `${preamble}export default ${code.slice(value.start, value.end)};\n`);
      }
      return modules;
    }
  }
  return null;
}

function koSections(): Plugin {
  let sections: Promise<Map<string, string> | null> | undefined;
  const load = () => (sections ??= splitMessages());
  return {
    name: 'ko-sections',
    apply: 'build',
    enforce: 'post',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const source = (await load())?.get(id.slice(RESOLVED.length));
      if (source === undefined) this.error(`ko has no section ${id.slice(RESOLVED.length)}`);
      return source;
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || id.split('?')[0] === KO_FILE) return null;
      const match = IMPORT.exec(code);
      if (!match) return null;
      const known = await load();
      if (!known) return null;
      const body = code.slice(0, match.index) + code.slice(match.index + match[0].length);
      const used = new Set<string>();
      const rewritten = body.replace(MEMBER, (all, section: string) => {
        if (!known.has(section) || section === REST) return all;
        used.add(section);
        return `__ko$${section}`;
      });
      if (BARE.test(rewritten)) return null;
      const imports = [...used]
        .map((s) => `import __ko$${s} from ${JSON.stringify(VIRTUAL + s)};`)
        .join('\n');
      return { code: `${imports}\n${rewritten}`, map: null };
    },
  };
}

/**
 * Writes a .br and a .gz copy beside every text asset, which the server's static files send to
 * browsers that accept them (apps/server/src/http/spa.ts, preCompressed): the first load of a
 * page travels compressed without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    koSections(),
    routePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    firstPaint('src/app/first-paint/render.tsx'),
    precompress(),
  ],
  // Absolute asset URLs so deep links served by the API server's SPA fallback still load /assets/...
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    // Host header is kept (no changeOrigin) so the server's Origin check sees matching hosts.
    proxy: Object.fromEntries(proxied.map((key) => [key, { target: API }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (bench/src/web.ts sizes them).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically runs at every start anyway: one file, not
          // the 16 the automatic split made of it (each shared with some lazy screen). Over
          // HTTP/1.1's six connections every extra file of the first load costs a round trip.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
