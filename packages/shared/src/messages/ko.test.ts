import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as errorSets from './error-sets';
import { type Messages, ko } from './ko';
import * as sections from './sections';

/**
 * The folder's modules that hold no sections: the error sets and the registry machinery, the
 * particle helper the messages use (josa.ts), and errors.ts, whose one section (`errors`)
 * sections.ts names alone.
 */
const notSections = /^(ko|sections|errors|error-sets|define-errors|josa)\.ts$|\.errors\.ts$|\.test\.ts$/;
const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts'));
const load = (names: string[]) =>
  Promise.all(
    names.map(async (file) => [file, (await import(`./${file}`)) as Record<string, unknown>] as const),
  );
const modules = await load(files.filter((file) => !notSections.test(file)));
const errorModules = await load(files.filter((file) => file.endsWith('.errors.ts')));

describe('ko', () => {
  it('is the sections, one key each, every one an object of messages', () => {
    expectTypeOf<keyof Messages>().toEqualTypeOf<keyof typeof sections>();
    expect(Object.keys(ko).sort()).toEqual(Object.keys(sections).sort());
    for (const [name, section] of Object.entries(ko)) {
      expect(typeof section === 'object' && section !== null && !Array.isArray(section), name).toBe(true);
    }
    // The sections every screen and test reads by name are there.
    expect(ko.errors.INTERNAL).toBeTypeOf('string');
    expect(ko.goodsRank.enterNumber).toBeTypeOf('string');
  });

  it('has every export of every feature module, so a module exports only sections and is listed in sections.ts', () => {
    expect(modules.length).toBeGreaterThan(20);
    for (const [file, exports] of modules) {
      for (const [name, value] of Object.entries(exports)) {
        expect(sections[name as keyof typeof sections], `${file} exports ${name}`).toBe(value);
      }
    }
  });

  it('has every feature error set listed in error-sets.ts, and no error set among the sections', () => {
    for (const [file, exports] of errorModules) {
      for (const [name, value] of Object.entries(exports)) {
        expect(errorSets[name as keyof typeof errorSets], `${file} exports ${name}`).toBe(value);
        expect(Object.keys(sections), name).not.toContain(name);
      }
    }
  });
});

describe('the brand (issue 39 §5)', () => {
  it('is spelled one way in every message and in the page the server sends first', () => {
    const variants = /셀러 툴킷|셀러 툴 킷|Seller Toolkit/;
    for (const file of files.filter((f) => !f.endsWith('.test.ts'))) {
      expect(readFileSync(`${import.meta.dirname}/${file}`, 'utf8'), file).not.toMatch(variants);
    }
    const page = readFileSync(`${import.meta.dirname}/../../../../apps/web/index.html`, 'utf8');
    expect(page).not.toMatch(variants);
    expect(page).toContain(`<title>${ko.app.name}</title>`);
  });
});
