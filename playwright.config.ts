import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/debian-packages.ts'
import { freePort } from './scripts/free-port.ts'
import { LIGHTHOUSE_PHONE } from './scripts/largest-paint.ts'

// The site's port: E2E_PORT if set, else one free now; the workers and the server inherit it from this process.
process.env.E2E_PORT ||= String(await freePort())
const site = `http://127.0.0.1:${process.env.E2E_PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker per core, with CI or without (Playwright's default is half the cores: one on a 2-core machine).
  workers: '100%',
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: site,
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.mobile\.spec\.ts$/,
      // A page whose kind another page stands for at this width is visited on a phone only (pages.spec.ts).
      grepInvert: /@phone-only/,
    },
    {
      name: 'mobile',
      // Lighthouse's phone's pixel density (the largest paint is judged as on its screen), at 390 CSS px.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: LIGHTHOUSE_PHONE.deviceScaleFactor,
      },
      testMatch: /\.mobile\.spec\.ts$|(layout|pages)\.spec\.ts$/,
    },
  ],
  // The built site served by wrangler pages dev (Cloudflare's Pages runtime), beside an in-memory local backend for the forms.
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${site}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
