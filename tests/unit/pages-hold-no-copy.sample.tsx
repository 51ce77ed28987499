// What tests/unit/pages-hold-no-copy.test.ts must flag: text, a text attribute, a template and a string in a page.
export function SamplePage({ title }: { title: string }) {
  const heading = `Plan your ${title} project`
  return (
    <a href="/blog/" className="btn btn-primary" aria-label="Previous page" data-closing={heading}>
      Back to Blog
      {['Call us today'].join('')}
    </a>
  )
}
