import type { ReactNode } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from './icons/action-icons'
import s from './Pagination.module.css'
import { PlainButton } from './PlainButton'
import { Select } from './Select'

export type PaginationProps = {
  pageSize: number
  pageSizeOptions: number[]
  onPageSizeChange: (pageSize: number) => void
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  /** E.g. "1–50 of many"; the page decides how to describe what is shown. */
  itemCountLabel?: ReactNode
}

/** Footer under a paginated table: rows-per-page choice and previous/next (token-based paging). */
export function Pagination({
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  itemCountLabel,
}: PaginationProps) {
  const options = pageSizeOptions.map((n) => ({ value: String(n), label: String(n) }))
  return (
    <nav className={s.pagination} aria-label="Pagination">
      {itemCountLabel != null && <div className={s.count}>{itemCountLabel}</div>}
      <div className={s.controls}>
        <Select
          inline
          label="rows per page"
          items={options}
          value={String(pageSize)}
          onChange={(v) => onPageSizeChange(Number(v))}
        />
        <div className={s.buttons}>
          <PlainButton
            variant="secondary"
            size="sm"
            onClick={onPrev}
            disabledReason={hasPrev ? undefined : 'This is the first page'}
          >
            <ChevronLeftIcon />
            Previous
          </PlainButton>
          <PlainButton
            variant="secondary"
            size="sm"
            onClick={onNext}
            disabledReason={hasNext ? undefined : 'This is the last page'}
          >
            Next
            <ChevronRightIcon />
          </PlainButton>
        </div>
      </div>
    </nav>
  )
}
