/** What the forms read of a fetch answer: its status and its JSON body. */
export const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response
