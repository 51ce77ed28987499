/** The functions carry their own copy of the forms' choices (a deployed function sees only supabase/functions). */
import { expect, test } from 'vitest'
import { projectTypes, subcontractorServices } from '../../lib/forms.ts'
import * as functionChoices from '../../supabase/functions/_shared/choices.ts'

test('the functions accept exactly the project types and services the forms offer', () => {
  expect(functionChoices.projectTypes).toEqual(projectTypes)
  expect(functionChoices.subcontractorServices).toEqual(subcontractorServices)
})
