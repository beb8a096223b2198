import type { BgpConfig } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { asnNote, parseAsn, validateAsn } from '~/pages/system/networking/routing/asn'
import s from '~/pages/system/networking/routing/routing.module.css'
import type { BgpConfigValues } from './bgp-form'

const F = formFields<BgpConfigValues>()

/**
 * Under the ASN field, once it holds a valid ASN: what kind it is (private use, public, documentation), and
 * whether another configuration has it too, since routes and message history are looked up by ASN.
 */
export function AsnNote({ configs }: { configs: readonly BgpConfig[] }) {
  const { asn: text } = F.useValues()
  const asn = validateAsn(text) ? null : parseAsn(text)
  const same = asn === null ? undefined : configs.find((c) => c.asn === asn)
  return (
    <p className={s.note} role="status">
      {asn !== null && asnNote(asn)}
      {same &&
        ` BGP configuration ${same.name} has ASN ${asn} too: the routes and message history of both are read as one.`}
    </p>
  )
}
