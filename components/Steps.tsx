import { navigation } from '../content/navigation.ts'
import type { IconName } from '../content/schema.ts'
import { fill } from '../lib/format.ts'
import { Icon } from './Icon.tsx'
import { wideColumns } from './wide-columns.ts'

interface Step {
  title: string
  text: string
  icon?: IconName | undefined
}

/** A numbered process: the steps of a service, of the 3D design process, or of the home page. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${wideColumns(steps.length)}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5">
          <div className="flex items-center gap-3">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {step.icon && <Icon name={step.icon} className="size-6 text-brand" />}
          </div>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">{fill(navigation.names.step, { number: index + 1 })} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
