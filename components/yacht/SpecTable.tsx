import type { SpecRow } from './specs'

/** Spec table: label left in small caps, value right, a gold hairline between rows. */
export function SpecTable({ title, rows }: { title: string; rows: SpecRow[] }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="pb-5 text-left font-display text-3xl font-light text-bone">{title}</caption>
      <tbody className="border-t border-gold/60">
        {rows.map((row) => (
          <tr key={row.label} className="border-b hairline">
            <th scope="row" className="w-2/5 py-4 pr-4 align-top label-caps font-normal text-mist">
              {row.label}
            </th>
            <td className="py-4 text-right text-bone">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
