// the instance pages' name for it: the floating IP pages change the same addresses
export { refreshExternalIps } from '~/components/external-ips'
