import * as ko from '@seller/shared/messages/sections';

export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** A legal text page: title, effective date, a table of contents and the articles. */
export function LegalDocument({
  title,
  sections,
  idPrefix,
}: {
  title: string;
  sections: readonly LegalSection[];
  idPrefix: string;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">{ko.legal.effectiveDate}</p>

      <nav aria-label={ko.legal.toc} className="mt-8 rounded-2xl bg-slate-50 p-5">
        <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, i) => (
            <li key={section.title}>
              <a href={`#${idPrefix}-${i}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 flex flex-col gap-8">
        {sections.map((section, i) => (
          <section key={section.title} id={`${idPrefix}-${i}`} className="scroll-mt-24">
            <h2 className="text-lg font-bold text-slate-900">{section.title}</h2>
            <div className="mt-3 flex flex-col gap-2 text-[15px] leading-relaxed text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
