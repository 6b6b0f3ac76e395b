'use client'

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'

import { whenNear } from '@/components/ui/whenNear'
import { captureLanding } from '@/lib/leads/landing'

/** What the interactive form takes over from the plain one it replaces. */
export interface DeferredState {
  /** The prefix of the fields' ids, the same in both, so labels and focus stay put. */
  idPrefix?: string
  initialValues?: Record<string, string | boolean>
  /** The visitor submitted before the form had loaded: submit as soon as it has. */
  autoSubmit?: boolean
  /** When the plain form was shown: the fill-time check counts from there. */
  startedAt?: number
}

interface DeferredFormProps<P> {
  /** Loads the interactive form (react-hook-form, its schema, the toasts). */
  load: () => Promise<ComponentType<P & DeferredState>>
  formProps: P
  /** The prefix of the fields' ids in the plain form, handed to the interactive one. */
  idPrefix: string
  /** The same fields and button as the interactive form, as plain HTML rendered on the server. */
  children: ReactNode
}

function readValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const el of Array.from(form.elements)) {
    if (
      !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) ||
      !el.name
    )
      continue
    if (el.name === 'website') continue
    values[el.name] = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value
  }
  return values
}

/**
 * A lead form that is plain HTML until the visitor comes near it or touches it; then the interactive form
 * loads and takes its place with whatever was typed, the focus and the caret. The page's first-load
 * JavaScript carries none of the form library.
 */
export function DeferredForm<P extends object>({ load, formProps, idPrefix, children }: DeferredFormProps<P>) {
  const formRef = useRef<HTMLFormElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<{
    Form: ComponentType<P & DeferredState>
    state: DeferredState
    focus?: [string, number | null]
    honeypot: string
  } | null>(null)
  const pendingSubmit = useRef(false)
  const shownAt = useRef(0)

  useEffect(() => {
    if (live) return
    const form = formRef.current
    if (!form) return
    shownAt.current ||= Date.now()
    // The landing page and its UTM parameters, recorded on the page the visitor arrived on.
    captureLanding()
    let cancelled = false
    let started = false
    // A press that the swap would split, down on the plain form's button and up on the interactive one's, would
    // click nothing: a form that arrives during a press waits until the press, and its click, are over.
    let pressing = false
    let arrived: ComponentType<P & DeferredState> | null = null
    const onPress = () => {
      pressing = true
    }
    const onRelease = () => {
      pressing = false
      const Form = arrived
      arrived = null
      if (Form) setTimeout(() => swap(Form))
    }
    const start = () => {
      if (started) return
      started = true
      void load().then((Form) => {
        if (pressing) arrived = Form
        else swap(Form)
      })
    }
    const swap = (Form: ComponentType<P & DeferredState>) => {
      if (cancelled || !formRef.current) return
      const active = document.activeElement
      const focus: [string, number | null] | undefined =
        (active instanceof HTMLInputElement ||
          active instanceof HTMLTextAreaElement ||
          active instanceof HTMLSelectElement) &&
        formRef.current.contains(active) &&
        active.name
          ? [active.name, 'selectionStart' in active && active.type !== 'checkbox' ? active.selectionStart : null]
          : undefined
      const state = {
        idPrefix,
        initialValues: readValues(formRef.current),
        autoSubmit: pendingSubmit.current,
        startedAt: shownAt.current,
      }
      // A bot that filled the hidden field before the swap stays a bot after it.
      const honeypot = formRef.current.querySelector<HTMLInputElement>('input[name="website"]')?.value ?? ''
      flushSync(() => setLive({ Form, state, focus, honeypot }))
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      pendingSubmit.current = true
      start()
    }
    const stop = whenNear(form, start, { margin: '300px', events: ['focusin', 'pointerdown'] })
    form.addEventListener('submit', onSubmit)
    form.addEventListener('pointerdown', onPress)
    window.addEventListener('pointerup', onRelease)
    window.addEventListener('pointercancel', onRelease)
    return () => {
      cancelled = true
      stop()
      form.removeEventListener('submit', onSubmit)
      form.removeEventListener('pointerdown', onPress)
      window.removeEventListener('pointerup', onRelease)
      window.removeEventListener('pointercancel', onRelease)
    }
  }, [live, load, idPrefix])

  useEffect(() => {
    if (!live) return
    const trap = wrapper.current?.querySelector<HTMLInputElement>('input[name="website"]')
    if (trap && live.honeypot) trap.value = live.honeypot
    if (!live.focus) return
    const [name, caret] = live.focus
    const el = wrapper.current?.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      `[name="${CSS.escape(name)}"]`,
    )
    if (!el) return
    el.focus()
    try {
      if (caret !== null && !(el instanceof HTMLSelectElement)) el.setSelectionRange(caret, caret)
    } catch {
      // email inputs have no caret API
    }
  }, [live])

  if (live) {
    return (
      <div ref={wrapper}>
        <live.Form {...formProps} {...live.state} />
      </div>
    )
  }
  // Sent before this page's code runs, a plain form would load the page again with what was typed in its address
  // (and so in history and server logs); a dialog-method form outside a dialog goes nowhere, and once the code
  // runs its submit event is the one that loads the interactive form and sends.
  return (
    <div>
      <form ref={formRef} method="dialog" noValidate className="relative">
        {children}
      </form>
    </div>
  )
}
