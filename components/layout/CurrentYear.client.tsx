'use client'

import { useEffect, useState } from 'react'

/** The footer is prerendered; this keeps "© year" right when a page outlives New Year's Eve. */
export function CurrentYear({ initial }: { initial: number }) {
  const [year, setYear] = useState(initial)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <>{year}</>
}
