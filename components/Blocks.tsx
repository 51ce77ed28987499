import type { Block } from '../content/schema.ts'
import { Picture } from './Picture.tsx'
import { RichText } from './RichText.tsx'

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      )
    case 'h2':
      return <h2 id={block.id}>{block.text}</h2>
    case 'h3':
      return <h3>{block.text}</h3>
    case 'list': {
      const items = block.items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
    }
    case 'table':
      return (
        // Wide tables scroll sideways on phones; the scroll box must be reachable by keyboard to be scrollable.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard.
        <div className="overflow-x-auto" role="region" aria-label={block.caption} tabIndex={0}>
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="mb-2 text-left font-semibold">{block.caption}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="py-2 pr-4">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-slate-200">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 pr-4 font-medium">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-2 pr-4">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'callout':
      return (
        // A note within the text, not a complementary landmark: a page may hold several.
        <div role="note" className="rounded-lg border-l-4 border-brand bg-brand-light/60 p-5">
          <p className="font-semibold">{block.title}</p>
          <p className="mt-1">
            <RichText text={block.text} />
          </p>
        </div>
      )
    case 'qa':
      return (
        <div>
          <h3>{block.question}</h3>
          {block.answer.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
      )
    case 'image':
      return (
        <figure>
          <Picture image={block.image} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-lg" />
          {block.caption && <figcaption className="mt-2 text-sm text-slate-600">{block.caption}</figcaption>}
        </figure>
      )
  }
}

/** Long-form content (guides, articles, service details) rendered from typed blocks. */
export function Blocks({ blocks, className = '' }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={`prose-body ${className}`}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  )
}
