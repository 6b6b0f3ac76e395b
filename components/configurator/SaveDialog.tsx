import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { DialogActions } from '@/components/ui/Dialog'

import { DialogShell, buttonOutline, buttonPrimary } from './DialogShell'

interface SaveDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Receives the trimmed, non-blank name. */
  onSave: (name: string) => void
}

/** The name is trimmed; Save is disabled and does nothing while it is empty or blank. */
export function SaveDialog({ open, onOpenChange, onSave }: SaveDialogProps) {
  const t = useTranslations('Configurator.save')
  const [name, setName] = useState('')
  const inputId = useId()
  const trimmed = name.trim()

  function handleOpenChange(next: boolean) {
    if (!next) setName('')
    onOpenChange(next)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!trimmed) return
    onSave(trimmed)
    setName('')
  }

  return (
    <DialogShell open={open} onOpenChange={handleOpenChange} title={t('title')} description={t('description')}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="label-caps text-mist">
          {t('name')}
        </label>
        <input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={80}
          autoComplete="off"
          placeholder={t('placeholder')}
          className="mt-2 block w-full border-0 border-b border-bone/30 bg-transparent px-0 py-3 text-bone placeholder:text-mist/60 focus:border-gold focus:ring-0"
        />
        <DialogActions>
          <button type="button" className={buttonOutline} onClick={() => handleOpenChange(false)}>
            {t('cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={!trimmed}>
            {t('save')}
          </button>
        </DialogActions>
      </form>
    </DialogShell>
  )
}
