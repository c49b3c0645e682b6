import { useEffect } from 'react';
import {
  type Block,
  type Inline,
  inlines,
  type PrivacySection,
  type PrivacyTexts,
  privacySections,
  type Rich,
  summary,
  updatedOn,
} from '#client/features/privacy/notice-layout.ts';
import { privacyMessages } from '#client/features/privacy/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate } from '#shared/dates.ts';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** What the blocks need to show a text: the page's texts and what each token stands for. */
type Texts = { t: PrivacyTexts; tokens: Record<string, Inline> };

/** A text with its `{tokens}` filled: the club's details as text, links as links. */
function RichText({ text, texts }: { text: Rich; texts: Texts }) {
  const source = text.startsWith('{') ? text : texts.t[text as keyof PrivacyTexts];
  const parts = source.split(/\{(\w+)\}/);
  if (parts.length === 1) return source;
  return parts.map((part, i) => {
    // split() puts each token's name at the odd indexes.
    const inline = i % 2 === 1 ? texts.tokens[part] : part;
    if (inline === undefined) return `{${part}}`;
    if (typeof inline === 'string') return inline;
    return (
      <a key={i} href={inline.href} className={`${linkClass} break-words`}>
        {inline.text}
      </a>
    );
  });
}

/** One block of a section; `level` is the heading level a subsection gets (3 under a section's h2). */
function BlockView({ block, level, texts }: { block: Block; level: 3 | 4; texts: Texts }) {
  const { t } = texts;
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} texts={texts} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} texts={texts} />
            </li>
          ))}
        </ul>
      );
    case 'terms':
    case 'names': {
      const items =
        block.kind === 'terms' ? block.items.map((item) => ({ term: t[item.term], text: item.text })) : block.items.map(({ name, text }) => ({ term: name, text }));
      return (
        <dl className="space-y-3">
          {items.map((item) => (
            <div key={item.term}>
              <dt className={`font-semibold text-stone-900 ${block.kind === 'names' ? 'font-mono text-sm break-all' : ''}`}>{item.term}</dt>
              <dd className="mt-0.5">
                <RichText text={item.text} texts={texts} />
              </dd>
            </div>
          ))}
        </dl>
      );
    }
    case 'subsection': {
      const Heading = level === 3 ? 'h3' : 'h4';
      return (
        <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 sm:p-5">
          <Heading className="text-lg font-bold text-stone-900">{t[block.heading]}</Heading>
          {block.blocks.map((inner, i) => (
            <BlockView key={i} block={inner} level={4} texts={texts} />
          ))}
        </div>
      );
    }
  }
}

function SectionView({ section, texts }: { section: PrivacySection; texts: Texts }) {
  const headingId = `${section.id}-titol`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24 space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-stone-900">
        {texts.t[section.heading]}
      </h2>
      {section.blocks.map((block, i) => (
        <BlockView key={i} block={block} level={3} texts={texts} />
      ))}
    </section>
  );
}

/**
 * The privacy notice: its date, a summary for families in a hurry, the table of contents and every section. The
 * anchors are the Catalan section ids in every language, so a link to /fr/privacitat#drets works as /privacitat#drets.
 */
export function PrivacyNotice() {
  const t = useMessages(privacyMessages);
  const texts: Texts = { t, tokens: inlines(t) };
  // The notice is drawn after the browser looked for the address's #section, so a link to one (from an e-mail, or
  // /fr/privacitat#drets) is followed here.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <div className="mt-8 space-y-10 text-base leading-relaxed text-stone-700">
      <p className="text-center text-sm text-stone-600">
        {t.updatedLabel} <time dateTime={updatedOn}>{formatDate(updatedOn, pageLocale)}</time>
      </p>
      <section aria-labelledby="resum-titol" className="rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id="resum-titol" className="text-xl font-bold text-stone-900">
          {t.summaryHeading}
        </h2>
        <div className="mt-3 text-stone-800">
          <BlockView block={{ kind: 'list', items: summary }} level={3} texts={texts} />
        </div>
      </section>
      <nav aria-labelledby="index-titol">
        <h2 id="index-titol" className="text-xl font-bold text-stone-900">
          {t.tocHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 marker:text-stone-500">
          {privacySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {t[section.heading]}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {privacySections.map((section) => (
        <SectionView key={section.id} section={section} texts={texts} />
      ))}
    </div>
  );
}
