/**
 * Every Korean string the product shows lives in this folder (lint bans Hangul literals elsewhere),
 * one module per feature. `ko` gathers them for the server and tests; the web imports the
 * sections it reads from `./sections` (`import * as ko`), so each chunk carries only those.
 */
import * as sections from './sections';

/** The sections as one plain object (a copy: a module namespace object is not one). */
export const ko = { ...sections };

export type Messages = typeof ko;
