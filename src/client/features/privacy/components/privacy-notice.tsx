import { formatDate } from '#shared/dates.ts';
import { type Block, type PrivacySection, privacySections, privacyStrings, type Rich } from '#client/features/privacy/strings.ts';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return text;
  return text.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={i} href={part.href} className={`${linkClass} break-words`}>
        {part.text}
      </a>
    ),
  );
}

/** One block of a section; `level` is the heading level a subsection gets (3 under a section's h2). */
function BlockView({ block, level }: { block: Block; level: 3 | 4 }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-700">
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className="space-y-3">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className={`font-semibold text-stone-900 ${block.code ? 'font-mono text-sm break-all' : ''}`}>{item.term}</dt>
              <dd className="mt-0.5">
                <RichText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'subsection': {
      const Heading = level === 3 ? 'h3' : 'h4';
      return (
        <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
          <Heading className="text-lg font-bold text-stone-900">{block.heading}</Heading>
          {block.blocks.map((inner, i) => (
            <BlockView key={i} block={inner} level={4} />
          ))}
        </div>
      );
    }
  }
}

function SectionView({ section }: { section: PrivacySection }) {
  const headingId = `${section.id}-titol`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24 space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-stone-900">
        {section.heading}
      </h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} level={3} />
      ))}
    </section>
  );
}

/** The privacy notice: its date, a summary for families in a hurry, the table of contents and every section. */
export function PrivacyNotice() {
  return (
    <div className="mt-8 space-y-10 text-base leading-relaxed text-stone-700">
      <p className="text-center text-sm text-stone-600">
        {privacyStrings.updatedLabel} <time dateTime={privacyStrings.updatedOn}>{formatDate(privacyStrings.updatedOn)}</time>
      </p>
      <section aria-labelledby="resum-titol" className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id="resum-titol" className="text-xl font-bold text-stone-900">
          {privacyStrings.summaryHeading}
        </h2>
        <div className="mt-3 text-stone-800">
          <BlockView block={{ kind: 'list', items: privacyStrings.summary }} level={3} />
        </div>
      </section>
      <nav aria-labelledby="index-titol">
        <h2 id="index-titol" className="text-xl font-bold text-stone-900">
          {privacyStrings.tocHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 marker:text-stone-500">
          {privacySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {privacySections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
