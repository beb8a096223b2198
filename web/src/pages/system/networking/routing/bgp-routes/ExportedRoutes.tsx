import type { BgpExported, BgpPeerStatus } from '~/api/__generated__/Api'
import { compareAddresses } from '~/pages/system/networking/routing/address-order'
import s from '~/pages/system/networking/routing/routing.module.css'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'

/**
 * What the switches send each peer of the ASN, by peer. The API reports exports of established sessions only,
 * for every ASN at once, so the peers of this ASN are picked by their session's local ASN.
 */
export function ExportedRoutes({
  asn,
  exported,
  peers,
}: {
  asn: number
  exported: BgpExported
  peers: readonly BgpPeerStatus[]
}) {
  const rows = peers
    .filter((p) => p.localAsn === asn && exported.exports[p.addr])
    .sort((a, b) => a.switch.localeCompare(b.switch) || compareAddresses(a.addr, b.addr))
  if (rows.length === 0) {
    return <p className={s.note}>Nothing is exported: no session of AS {asn} is established.</p>
  }
  return (
    <Table aria-label="Exported routes">
      <THead>
        <Tr>
          <Th>Peer</Th>
          <Th>Switch</Th>
          <Th>Networks announced</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((p) => {
          const networks = [...(exported.exports[p.addr] ?? [])].sort(compareAddresses)
          return (
            <Tr key={`${p.switch} ${p.addr}`}>
              <Td className="mono">{p.addr}</Td>
              <Td>{p.switch}</Td>
              <Td>
                {networks.length === 0 ? (
                  <span className={s.muted}>None</span>
                ) : (
                  <ul className={s.lines}>
                    {networks.map((n) => (
                      <li key={n} className="mono">
                        {n}
                      </li>
                    ))}
                  </ul>
                )}
              </Td>
            </Tr>
          )
        })}
      </TBody>
    </Table>
  )
}
