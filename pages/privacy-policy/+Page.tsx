import { LegalPage } from '../../components/LegalPage.tsx'
import { privacyPolicy } from '../../content/legal.ts'
import type { PageProps } from '../../lib/page.ts'

export default function Page({ path }: PageProps) {
  return <LegalPage path={path} page={privacyPolicy} />
}
