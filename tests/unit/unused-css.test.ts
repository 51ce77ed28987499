import { parse } from 'node-html-parser'
import { expect, test } from 'vitest'
import { withoutUnusedRules } from '../../scripts/unused-css.ts'

test("keeps the rules an element's states could match (its own, or its group's as Tailwind writes them)", () => {
  const page = parse('<div class="group"><p class="a b">Kitchen</p></div>')
  const kept = '.a:is(:where(.group):hover *){opacity:1}.b:focus-visible{color:red}'
  expect(withoutUnusedRules(`${kept}.c:hover{color:blue}.a:is(:where(.peer):checked ~ *){color:green}`, [page])).toBe(
    kept,
  )
})
