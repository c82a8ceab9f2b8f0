import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

/**
 * The tests StrykerJS runs against each mutant of src/domain and machines: the unit project
 * alone (node, no DOM), which holds every test of the rules and the machines. The screens'
 * integration tests and the built-site checks answer for other layers.
 */
export default defineConfig({
  ...base,
  test: { include: ['tests/unit/**/*.test.ts'], environment: 'node' },
})
