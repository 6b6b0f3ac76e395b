import http from 'node:http'

import { signatureMatches } from '../../../lib/crm/webhook'

import { CRM } from '../env'

/** One POST the receiver got, as it came over the wire. */
export interface Received {
  raw: string
  body: { event: string; delivery_id: string; lead: Record<string, unknown> & { id: string } }
  deliveryId: string
  event: string
  signed: boolean
  answered: number
}

/**
 * A CRM's webhook endpoint on loopback: it checks each request's signature as a real receiver would, answers
 * 2xx (or what `answer` says), and can go down and come back on the same port.
 */
export class CrmReceiver {
  readonly received: Received[] = []
  answer: (body: Received['body']) => number = () => 204
  private server: http.Server | null = null

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const body = JSON.parse(raw) as Received['body']
        const signed = signatureMatches(raw, CRM.secret, req.headers['x-wama-signature']?.toString())
        const answered = signed ? this.answer(body) : 401
        this.received.push({
          raw,
          body,
          deliveryId: String(req.headers['x-wama-delivery'] ?? ''),
          event: String(req.headers['x-wama-event'] ?? ''),
          signed,
          answered,
        })
        res.writeHead(answered).end()
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(CRM.port, '127.0.0.1', resolve)
    })
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** What arrived and was accepted (2xx) for the lead. */
  acceptedFor(leadId: number | string): Received[] {
    return this.received.filter((r) => r.body.lead.id === String(leadId) && r.answered < 300)
  }
}
