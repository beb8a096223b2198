import { useSearchParams } from 'react-router'
import { Pagination } from '~/ui/Pagination'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { type BundleFile, downloadName } from './bundle-index'
import { bundleFilePath } from './bundle-reads'
import { DownloadLink } from './DownloadLink'
import { FileSize } from './FileSize'
import { FILES_PAGE_SIZE, FILES_PAGE_SIZES, pageOfFiles } from './files-page'
import s from './support-bundles.module.css'

/** A bundle's files in path order, a page at a time (the page in the URL), each with its size and a download. */
export function BundleFilesTable({ bundleId, files }: { bundleId: string; files: readonly BundleFile[] }) {
  const [search, setSearch] = useSearchParams()
  const page = pageOfFiles(files, search)
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k)
      else next.set(k, v)
    }
    setSearch(next, { preventScrollReset: true })
  }
  return (
    <div>
      <Table aria-label="Files">
        <THead>
          <Tr>
            <Th>File</Th>
            <Th numeric>Size</Th>
            <Th>
              <span className="visually-hidden">Download</span>
            </Th>
          </Tr>
        </THead>
        <TBody>
          {page.rows.map((file) => (
            <Tr key={file.path}>
              <Td className="mono">
                {file.folder && <span className={s.muted}>{file.folder}</span>}
                {file.name}
              </Td>
              <Td numeric>
                <FileSize bundleId={bundleId} path={file.path} />
              </Td>
              <Td>
                <DownloadLink
                  href={bundleFilePath(bundleId, file.path)}
                  filename={downloadName(file.path)}
                  aria-label={`Download ${file.path}`}
                  variant="ghost"
                >
                  Download
                </DownloadLink>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <Pagination
        pageSize={page.limit}
        pageSizeOptions={FILES_PAGE_SIZES}
        onPageSizeChange={(size) => go({ limit: size === FILES_PAGE_SIZE ? null : String(size), page: null })}
        hasPrev={page.page > 1}
        hasNext={page.page < page.pages}
        onPrev={() => go({ page: page.page > 2 ? String(page.page - 1) : null })}
        onNext={() => go({ page: String(page.page + 1) })}
        itemCountLabel={`Files ${(page.page - 1) * page.limit + 1}–${(page.page - 1) * page.limit + page.rows.length} of ${files.length}`}
      />
    </div>
  )
}
