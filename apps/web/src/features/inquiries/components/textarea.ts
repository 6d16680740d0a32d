/** The managers' text areas (reply, memo): the app's field look, growing downwards only. */
export const textareaClass =
  'w-full resize-y rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-[15px] leading-relaxed text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200 disabled:bg-slate-100';
