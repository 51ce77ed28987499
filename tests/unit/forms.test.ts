import { describe, expect, it } from 'vitest'
import { projectTypeLabel, projectTypes, subcontractorServices, toggleService } from '../../lib/forms.ts'

describe('form choices', () => {
  it('offers the seven project types and sixteen services of the spec', () => {
    expect(projectTypes.map(projectTypeLabel)).toEqual([
      'Kitchen Remodel', 'Bathroom Remodel', 'Both Kitchen & Bathroom', 'Custom Cabinetry', 'Painting', 'Flooring', 'Other (please specify)',
    ])
    expect(subcontractorServices).toHaveLength(16)
    expect(new Set(subcontractorServices).size).toBe(16)
  })
})

describe('toggleService', () => {
  it('adds a service that is not selected and removes one that is', () => {
    const once = toggleService([], 'Plumbing')
    expect(once).toEqual(['Plumbing'])
    expect(toggleService(once, 'Plumbing')).toEqual([])
  })
  it('keeps the selection in the order of the options, whatever the click order', () => {
    const picked = ['Roofing', 'Flooring', 'Electrical'].reduce<string[]>((list, s) => toggleService(list, s), [])
    expect(picked).toEqual(['Flooring', 'Electrical', 'Roofing'])
  })
  it('does not mutate the list it is given', () => {
    const selected = ['HVAC']
    toggleService(selected, 'Drywall')
    expect(selected).toEqual(['HVAC'])
  })
})
