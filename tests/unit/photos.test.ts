/** The checks and the size the quote form's photos are shrunk to, before any decoding (lib/browser/photos.ts). */
import { describe, expect, it } from 'vitest'
import { fittedSize, photoPath, refusalOf, uploadOutcome } from '../../lib/browser/photos.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type })

describe('photos picked for a quote', () => {
  it('fits the longer side into 2000 px, keeps the proportions, and never enlarges', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 2000, height: 1500 })
    expect(fittedSize(3024, 4032)).toEqual({ width: 1500, height: 2000 })
    expect(fittedSize(3000, 2000)).toEqual({ width: 2000, height: 1333 })
    expect(fittedSize(2000, 10)).toEqual({ width: 2000, height: 10 })
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 })
    expect(fittedSize(20000, 1)).toEqual({ width: 2000, height: 1 })
  })

  it('takes JPEG, PNG, WebP and HEIC (also an unnamed type ending .heic), and nothing else', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
      expect(refusalOf(file('a', type))).toBeUndefined()
    expect(refusalOf(file('IMG_0001.HEIC', ''))).toBeUndefined()
    for (const [name, type] of [
      ['plan.pdf', 'application/pdf'],
      ['a.gif', 'image/gif'],
      ['a.svg', 'image/svg+xml'],
      ['notes', ''],
      ['clip.mov', 'video/quicktime'],
    ])
      expect(refusalOf(file(name!, type!))).toBe('type')
  })

  it('refuses a file over the picked-size limit before decoding it', () => {
    expect(refusalOf(file('big.jpg', 'image/jpeg', photoRules.maxPickedBytes))).toBeUndefined()
    expect(refusalOf(file('big.jpg', 'image/jpeg', photoRules.maxPickedBytes + 1))).toBe('size')
  })

  it('names each upload as the bucket policy expects: <lead id>/<photo id>.jpg', () => {
    const [lead, photo] = ['0b5c7a52-1e0e-4a8e-9d44-3f3c1c6f4a10', '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b']
    expect(photoPath(lead, photo)).toBe(`${lead}/${photo}.jpg`)
  })

  it("reads Storage's answer: sent (also when it exists), worth a retry, or refused", () => {
    const storage = (statusCode: string) => JSON.stringify({ statusCode, error: 'x', message: 'y' })
    expect(uploadOutcome(200, '{}')).toBe('sent')
    expect(uploadOutcome(400, storage('409'))).toBe('sent')
    for (const [status, body] of [
      [502, '<html>Bad gateway</html>'],
      [400, storage('503')],
      [429, ''],
      [400, storage('429')],
    ] as const)
      expect(uploadOutcome(status, body), `${status} ${body}`).toBe('failed')
    for (const [status, body] of [
      [400, storage('403')],
      [413, '<html>Too large</html>'],
      [400, storage('413')],
    ] as const)
      expect(uploadOutcome(status, body), `${status} ${body}`).toBe('refused')
  })
})
