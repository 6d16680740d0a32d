import type { ReactNode } from 'react';

/** A screen's section and heading: its width and spacing, its title and one-line introduction. */
export interface ScreenFrameSpec {
  /** The section's classes (width, gaps, padding). */
  className: string;
  title: string;
  intro: string;
}

/** The top of a tool screen (tracking lists, keyword tools): its section, title and introduction. */
export function ScreenFrame({
  spec,
  id,
  testId,
  extra,
  children,
}: {
  spec: ScreenFrameSpec;
  id?: string;
  testId?: string;
  /** More lines under the introduction (notices). */
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section id={id} className={spec.className} data-testid={testId}>
      <header className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold text-slate-900">{spec.title}</h1>
        <p className="text-[15px] text-slate-600">{spec.intro}</p>
        {extra}
      </header>
      {children}
    </section>
  );
}
