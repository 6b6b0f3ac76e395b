'use client'

import { useConfig, useDocumentInfo, useFormFields, useLocale } from '@payloadcms/ui'
import type { Locale } from 'payload'
import { useEffect, useId, useState, type CSSProperties } from 'react'

import { translationGaps, type TranslationGap } from '@/lib/cms/translation-gaps'

interface Checked {
  /** The admin language the result is for; after a save the previous result stays until the new one comes. */
  readonly locale: string
  readonly languages: ReadonlyArray<{ code: string; label: string; gaps: TranslationGap[] }> | null
}

/** Past this many fields the list folds, so the sidebar's other fields stay in view. */
const FOLD_AFTER = 6

const nameOf = (locale: Pick<Locale, 'code' | 'label'>) =>
  typeof locale.label === 'string' ? locale.label : (locale.label.en ?? locale.code)

/** "French": the language named in the admin's own language, for the note about the site. */
function englishName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

const fieldCount = (n: number) => `${n} field${n === 1 ? '' : 's'} to translate`

const muted: CSSProperties = { color: 'var(--theme-elevation-500)', margin: 'calc(var(--base) / 4) 0 0' }
const list: CSSProperties = { margin: 'calc(var(--base) / 4) 0 0', paddingLeft: 'calc(var(--base) * 0.8)' }

/**
 * Document sidebar: which words are still missing in another language. In English, a count per language;
 * in another language, the fields themselves. Read from the saved document, so it follows each save.
 */
export function TranslationStatus() {
  const { id, collectionSlug, globalSlug, lastUpdateTime } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const locale = useLocale()
  const headingId = useId()
  const [checked, setChecked] = useState<Checked | null>(null)
  // An edition is itself the translation: the site shows it under the words of the file it translates.
  const edition = useFormFields(([form]) => Boolean(form.edition_of?.value))

  const localization = config.localization || null
  const fields = getEntityConfig({ collectionSlug, globalSlug })?.fields
  const base = `${config.serverURL ?? ''}${config.routes.api}`
  const path = globalSlug
    ? `${base}/globals/${globalSlug}`
    : collectionSlug && id
      ? `${base}/${collectionSlug}/${id}`
      : ''

  useEffect(() => {
    if (!localization || !fields || !path) return
    const english = localization.defaultLocale
    const others = localization.locales.filter(
      (l) => l.code !== english && (locale.code === english || l.code === locale.code),
    )
    const controller = new AbortController()
    const read = async (code: string): Promise<unknown> => {
      const res = await fetch(`${path}?locale=${code}&fallback-locale=none&depth=0&draft=true`, {
        credentials: 'include',
        signal: controller.signal,
      })
      if (!res.ok) throw new Error(res.statusText)
      return res.json()
    }
    Promise.all([read(english), ...others.map((l) => read(l.code))])
      .then(([source, ...copies]) =>
        setChecked({
          locale: locale.code,
          languages: others.map((l, i) => ({
            code: l.code,
            label: nameOf(l),
            gaps: translationGaps(fields, source, copies[i]),
          })),
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setChecked({ locale: locale.code, languages: null })
      })
    return () => controller.abort()
  }, [localization, fields, path, locale.code, lastUpdateTime])

  if (!localization || !path) return null
  const translating = locale.code !== localization.defaultLocale
  const current = checked?.locale === locale.code ? checked : null

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h3 id={headingId} style={{ fontSize: '1rem', margin: 0 }}>
        {translating ? `Translation: ${nameOf(locale)}` : 'Translations'}
      </h3>
      {edition ? (
        <p style={muted}>
          This file is a translation: the site shows it in place of the file it translates, under that file’s words.
        </p>
      ) : !current ? (
        <p style={muted}>Checking the translations…</p>
      ) : !current.languages ? (
        <p style={muted}>The translations could not be checked. Reload the page to try again.</p>
      ) : translating ? (
        <Gaps gaps={current.languages[0]?.gaps ?? []} language={englishName(locale.code)} />
      ) : (
        <>
          <ul style={list}>
            {current.languages.map((l) => (
              <li key={l.code}>
                {l.label}: {l.gaps.length ? fieldCount(l.gaps.length) : 'everything is translated'}
              </li>
            ))}
          </ul>
          {current.languages.some((l) => l.gaps.length) && (
            <p style={muted}>Switch the language at the top of the page to see which fields.</p>
          )}
        </>
      )}
    </section>
  )
}

function Gaps({ gaps, language }: { gaps: readonly TranslationGap[]; language: string }) {
  if (!gaps.length) return <p style={{ margin: 'calc(var(--base) / 4) 0 0' }}>Everything is translated</p>
  const items = (
    <ul style={list}>
      {gaps.map((gap) => (
        <li key={gap.path}>{gap.label}</li>
      ))}
    </ul>
  )
  return (
    <>
      <p style={{ margin: 'calc(var(--base) / 4) 0 0' }}>{fieldCount(gaps.length)}</p>
      <p style={muted}>Until translated, these show the English text on the {language} site.</p>
      {gaps.length > FOLD_AFTER ? (
        <details style={{ marginTop: 'calc(var(--base) / 4)' }}>
          <summary style={{ cursor: 'pointer' }}>Show the {gaps.length} fields</summary>
          {items}
        </details>
      ) : (
        items
      )}
    </>
  )
}
