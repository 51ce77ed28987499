import { CircleCheckBig } from 'lucide-react'
import { PhoneQuestions } from '../../components/Filled.tsx'
import { Section } from '../../components/Section.tsx'
import { thankYou } from '../../content/thank-you.ts'

export default function Page() {
  return (
    <Section>
      <div className="mx-auto max-w-3xl text-center">
        <CircleCheckBig className="mx-auto size-16 text-green-700" aria-hidden="true" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight">{thankYou.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{thankYou.intro}</p>
      </div>
      <h2 className="mt-14 text-center text-2xl font-bold">{thankYou.stepsHeading}</h2>
      <ol className="mx-auto mt-8 grid max-w-5xl gap-6 md:grid-cols-3">
        {thankYou.steps.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-sand p-6">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-brand font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-center text-slate-700">
        <PhoneQuestions text={thankYou.questions} />
      </p>
      <nav aria-label={thankYou.links.label} className="mx-auto mt-10 max-w-3xl">
        <ul className="flex flex-wrap justify-center gap-3">
          {thankYou.links.items.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-block rounded-lg border border-slate-300 px-4 py-2 font-medium hover:border-brand hover:text-brand"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  )
}
