/** Settings shared by the test runner (scripts/test.mjs), the server it starts, and the specs. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3100),
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2526),
  adminEmail: process.env.ADMIN_EMAIL ?? 'admin@wama.test',
  adminPassword: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-123',
  database: process.env.E2E_DB ?? 'sqlite',
}
/** The CRM the server under test posts lead events to: a receiver the CRM spec runs on loopback (playwright.config.ts). */
const crmPortOf = (sitePort: number) => sitePort + 50
export const CRM = {
  port: crmPortOf(E2E.port),
  secret: 'e2e-crm-webhook-secret',
  url: (sitePort: number) => `http://127.0.0.1:${crmPortOf(sitePort)}/crm`,
}
export const BASE = `http://127.0.0.1:${E2E.port}`
/** An address of Payload's REST API on the server under test. */
export const cmsApi = (path: string) => `${BASE}/cms/api${path}`
