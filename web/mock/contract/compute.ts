import type { ApiResult } from '~/api/__generated__/http-client'
import { handleResponse } from '~/api/__generated__/http-client'
import { ubuntu2404 } from '~mock/fixtures/compute/images'
import { GiB } from '~mock/toolkit/units'
import type { ContractCase } from './case'

// Seed rows these cases rely on (fixtures/compute): web-1 and web-2 run, web-3 is stopped; disk web-assets is
// detached; custom-image-upload is import_ready; floating IP spare is free and www is on web-1.
const web = { project: 'web-frontend' }
const web1 = { path: { instance: 'web-1' }, query: web }
const web3 = { path: { instance: 'web-3' }, query: web }
const web1Id = '0b1c7d4e-1f2a-4c3b-9d5e-6f7a8b9c0d11'
const upload = { path: { disk: 'custom-image-upload' }, query: { project: 'sandbox' } }

/**
 * The stream is a WebSocket, which the runner's fetch capture cannot see. This makes the handshake with a
 * fetch instead; the mock answers it with the first bytes of the stream (see compute-serial.ts).
 */
async function serialConsoleStream(): Promise<ApiResult<unknown>> {
  const response = await fetch(
    `http://localhost/v1/instances/${web1Id}/serial-console/stream?most_recent=4096`,
    {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'c2VyaWFsLWNvbnNvbGUhIQ==',
      },
    },
  )
  const text = await response.clone().text()
  if (!response.ok) return handleResponse(response)
  return { type: 'success', response, data: text }
}

export const computeCases: ContractCase[] = [
  // instances
  { operation: 'instanceList', run: (api) => api.instanceList({ query: web }) },
  {
    operation: 'instanceCreate',
    run: (api) =>
      api.instanceCreate({
        query: web,
        body: {
          name: 'web-4',
          description: 'Another web server',
          hostname: 'web-4',
          ncpus: 2,
          memory: 8 * GiB,
          bootDisk: {
            type: 'create',
            name: 'web-4-boot',
            description: '',
            size: 20 * GiB,
            diskSource: { type: 'image', imageId: ubuntu2404.id },
          },
          externalIps: [{ type: 'ephemeral' }],
        },
      }),
  },
  { operation: 'instanceView', run: (api) => api.instanceView(web1) },
  {
    operation: 'instanceUpdate',
    run: (api) =>
      api.instanceUpdate({
        ...web3,
        body: {
          ncpus: 8,
          memory: 32 * GiB,
          bootDisk: 'web-3-boot',
          autoRestartPolicy: 'never',
          cpuPlatform: null,
        },
      }),
  },
  { operation: 'instanceDelete', run: (api) => api.instanceDelete(web3) },
  { operation: 'instanceStart', run: (api) => api.instanceStart(web3) },
  { operation: 'instanceStop', run: (api) => api.instanceStop(web1) },
  { operation: 'instanceReboot', run: (api) => api.instanceReboot(web1) },
  { operation: 'instanceDiskList', run: (api) => api.instanceDiskList(web1) },
  {
    operation: 'instanceDiskAttach',
    run: (api) => api.instanceDiskAttach({ ...web3, body: { disk: 'web-assets' } }),
  },
  {
    operation: 'instanceDiskDetach',
    run: async (api) => {
      await api.instanceDiskAttach({ ...web3, body: { disk: 'web-assets' } })
      return api.instanceDiskDetach({ ...web3, body: { disk: 'web-assets' } })
    },
  },
  { operation: 'instanceExternalIpList', run: (api) => api.instanceExternalIpList(web1) },
  {
    operation: 'instanceEphemeralIpAttach',
    run: (api) => api.instanceEphemeralIpAttach({ ...web3, body: {} }),
  },
  {
    operation: 'instanceEphemeralIpDetach',
    run: (api) => api.instanceEphemeralIpDetach({ path: { instance: 'web-2' }, query: web }),
  },
  { operation: 'instanceSshPublicKeyList', run: (api) => api.instanceSshPublicKeyList(web1) },
  { operation: 'instanceAffinityGroupList', run: (api) => api.instanceAffinityGroupList(web1) },
  { operation: 'instanceAntiAffinityGroupList', run: (api) => api.instanceAntiAffinityGroupList(web1) },
  {
    operation: 'instanceSerialConsole',
    run: (api) => api.instanceSerialConsole({ ...web1, query: { ...web, mostRecent: 4096 } }),
  },
  { operation: 'instanceSerialConsoleStream', run: () => serialConsoleStream() },

  // disks
  { operation: 'diskList', run: (api) => api.diskList({ query: web }) },
  {
    operation: 'diskCreate',
    run: (api) =>
      api.diskCreate({
        query: web,
        body: {
          name: 'logs',
          description: 'nginx logs',
          size: 50 * GiB,
          diskSource: { type: 'blank', blockSize: 4096 },
        },
      }),
  },
  { operation: 'diskView', run: (api) => api.diskView({ path: { disk: 'web-assets' }, query: web }) },
  { operation: 'diskDelete', run: (api) => api.diskDelete({ path: { disk: 'web-assets' }, query: web }) },
  { operation: 'diskBulkWriteImportStart', run: (api) => api.diskBulkWriteImportStart(upload) },
  {
    operation: 'diskBulkWriteImport',
    run: async (api) => {
      await api.diskBulkWriteImportStart(upload)
      return api.diskBulkWriteImport({
        ...upload,
        body: { offset: 0, base64EncodedData: btoa('\0'.repeat(512)) },
      })
    },
  },
  {
    operation: 'diskBulkWriteImportStop',
    run: async (api) => {
      await api.diskBulkWriteImportStart(upload)
      return api.diskBulkWriteImportStop(upload)
    },
  },
  {
    operation: 'diskFinalizeImport',
    run: (api) => api.diskFinalizeImport({ ...upload, body: { snapshotName: 'nixos-24-11' } }),
  },

  // snapshots
  { operation: 'snapshotList', run: (api) => api.snapshotList({ query: web }) },
  {
    operation: 'snapshotCreate',
    run: (api) =>
      api.snapshotCreate({
        query: web,
        body: { name: 'assets-before-sync', description: '', disk: 'web-assets' },
      }),
  },
  {
    operation: 'snapshotView',
    run: (api) => api.snapshotView({ path: { snapshot: 'web-golden-src' }, query: web }),
  },
  {
    operation: 'snapshotDelete',
    run: (api) => api.snapshotDelete({ path: { snapshot: 'web-golden-src' }, query: web }),
  },

  // images
  { operation: 'imageList', run: (api) => api.imageList({ query: {} }) },
  {
    operation: 'imageCreate',
    run: async (api) => {
      const snapshot = await api.snapshotView({ path: { snapshot: 'web-1-boot-2024-11-20' }, query: web })
      const id = snapshot.type === 'success' ? snapshot.data.id : ''
      return api.imageCreate({
        query: web,
        body: {
          name: 'web-golden-2024-11',
          description: '',
          os: 'ubuntu',
          version: '24.04',
          source: { type: 'snapshot', id },
        },
      })
    },
  },
  { operation: 'imageView', run: (api) => api.imageView({ path: { image: 'debian-12' } }) },
  { operation: 'imageDelete', run: (api) => api.imageDelete({ path: { image: 'alpine-3-20' } }) },
  {
    operation: 'imagePromote',
    run: (api) => api.imagePromote({ path: { image: 'web-golden-2024-10' }, query: web }),
  },
  {
    operation: 'imageDemote',
    run: (api) => api.imageDemote({ path: { image: 'fedora-41' }, query: { project: 'sandbox' } }),
  },

  // network interfaces
  {
    operation: 'instanceNetworkInterfaceList',
    run: (api) => api.instanceNetworkInterfaceList({ query: { ...web, instance: 'web-1' } }),
  },
  {
    operation: 'instanceNetworkInterfaceCreate',
    run: (api) =>
      api.instanceNetworkInterfaceCreate({
        query: { ...web, instance: 'web-3' },
        body: { name: 'net1', description: 'Second interface', vpcName: 'default', subnetName: 'default' },
      }),
  },
  {
    operation: 'instanceNetworkInterfaceView',
    run: (api) =>
      api.instanceNetworkInterfaceView({ path: { interface: 'net0' }, query: { ...web, instance: 'web-1' } }),
  },
  {
    operation: 'instanceNetworkInterfaceUpdate',
    run: (api) =>
      api.instanceNetworkInterfaceUpdate({
        path: { interface: 'net0' },
        query: { ...web, instance: 'web-3' },
        body: { description: 'Primary interface' },
      }),
  },
  {
    operation: 'instanceNetworkInterfaceDelete',
    run: (api) =>
      api.instanceNetworkInterfaceDelete({
        path: { interface: 'net0' },
        query: { ...web, instance: 'web-3' },
      }),
  },

  // floating IPs
  { operation: 'floatingIpList', run: (api) => api.floatingIpList({ query: web }) },
  {
    operation: 'floatingIpCreate',
    run: (api) => api.floatingIpCreate({ query: web, body: { name: 'mail', description: 'SMTP relay' } }),
  },
  {
    operation: 'floatingIpView',
    run: (api) => api.floatingIpView({ path: { floatingIp: 'www' }, query: web }),
  },
  {
    operation: 'floatingIpUpdate',
    run: (api) =>
      api.floatingIpUpdate({
        path: { floatingIp: 'spare' },
        query: web,
        body: { description: 'Kept for the LB' },
      }),
  },
  {
    operation: 'floatingIpDelete',
    run: (api) => api.floatingIpDelete({ path: { floatingIp: 'spare' }, query: web }),
  },
  {
    operation: 'floatingIpAttach',
    run: (api) =>
      api.floatingIpAttach({
        path: { floatingIp: 'spare' },
        query: web,
        body: { kind: 'instance', parent: 'web-3' },
      }),
  },
  {
    operation: 'floatingIpDetach',
    run: (api) => api.floatingIpDetach({ path: { floatingIp: 'www' }, query: web }),
  },
]
