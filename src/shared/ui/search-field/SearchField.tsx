import { Search, X } from 'lucide-react'
import { useId } from 'react'
import { messages } from '@/shared/messages'
import styles from './SearchField.module.css'

export interface SearchFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** The box got focus: a screen may start loading what only a search needs. */
  onFocus?: () => void
}

/** A search box: magnifier, large text, a clear button once something is typed. */
export function SearchField({ label, value, onChange, placeholder, onFocus }: SearchFieldProps) {
  const id = useId()
  return (
    <div className={styles.field} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search aria-hidden="true" className={styles.icon} />
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange('')}
          aria-label={messages.common.clearSearch}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
