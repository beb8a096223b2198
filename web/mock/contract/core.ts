import type { Api } from '~/api/__generated__/Api'
import { handleResponse } from '~/api/__generated__/http-client'
import { adaCliToken } from '~mock/fixtures/access-tokens'
import { developers } from '~mock/fixtures/groups'
import { sandbox } from '~mock/fixtures/projects'
import { researchSilo } from '~mock/fixtures/silos'
import { ada, katherine } from '~mock/fixtures/users'
import { DEVICE_USER_CODE, MOCK_PASSWORD } from '~mock/session'
import { type ContractCase, setup } from './case'

type Methods = Api['methods']

const HOST = 'http://localhost'

/**
 * The OAuth and SAML endpoints take form posts, which the generated methods cannot send; this posts
 * the form the way the CLI or the IdP would and parses the answer like the client does.
 */
async function postForm(path: string, fields: Record<string, string>, init: RequestInit = {}) {
  const response = await fetch(HOST + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    ...init,
  })
  return handleResponse<unknown>(response)
}

const viewer = { identityId: katherine.id, identityType: 'silo_user', roleName: 'viewer' } as const

export const coreCases: ContractCase[] = [
  { operation: 'ping', run: (api) => api.ping({}) },

  // the signed-in user
  { operation: 'currentUserView', run: (api) => api.currentUserView({}) },
  { operation: 'currentUserView', asUser: 'guest', run: (api) => api.currentUserView({}) },
  { operation: 'currentUserGroups', asUser: 'grace', run: (api) => api.currentUserGroups({}) },
  { operation: 'currentUserSshKeyList', run: (api) => api.currentUserSshKeyList({}) },
  { operation: 'currentUserSshKeyList', run: (api) => api.currentUserSshKeyList({ query: { limit: 1 } }) },
  {
    operation: 'currentUserSshKeyCreate',
    run: (api) =>
      api.currentUserSshKeyCreate({
        body: {
          name: 'workstation',
          description: 'Desk workstation',
          publicKey:
            'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH7qL9Zb3mGf2yWcTzX1vNq8pKj4rUe6sHd0aBxC5oFt ada@desk',
        },
      }),
  },
  {
    operation: 'currentUserSshKeyView',
    run: (api) => api.currentUserSshKeyView({ path: { sshKey: 'laptop' } }),
  },
  {
    operation: 'currentUserSshKeyDelete',
    run: (api) => api.currentUserSshKeyDelete({ path: { sshKey: 'build-server' } }),
  },
  { operation: 'currentUserAccessTokenList', run: (api) => api.currentUserAccessTokenList({}) },
  {
    operation: 'currentUserAccessTokenDelete',
    run: (api) => api.currentUserAccessTokenDelete({ path: { tokenId: adaCliToken.id } }),
  },

  // projects
  { operation: 'projectList', run: (api) => api.projectList({}) },
  {
    operation: 'projectList',
    run: (api) => api.projectList({ query: { limit: 2, sortBy: 'name_descending' } }),
  },
  { operation: 'projectList', asUser: 'katherine', run: (api) => api.projectList({}) },
  {
    operation: 'projectCreate',
    run: (api) => api.projectCreate({ body: { name: 'analytics', description: 'Dashboards and reports' } }),
  },
  { operation: 'projectView', run: (api) => api.projectView({ path: { project: 'web-frontend' } }) },
  { operation: 'projectView', run: (api) => api.projectView({ path: { project: sandbox.id } }) },
  {
    operation: 'projectUpdate',
    run: (api) => api.projectUpdate({ path: { project: 'sandbox' }, body: { description: 'Scratch space' } }),
  },
  {
    operation: 'projectDelete',
    run: async (api) => {
      const project = 'short-lived'
      setup(await api.projectCreate({ body: { name: project, description: '' } }))
      // a new project comes with its default VPC and that VPC's default subnet, which have to go first
      const vpcs = await api.vpcList({ query: { project } })
      for (const vpc of vpcs.type === 'success' ? vpcs.data.items : []) {
        const subnets = setup(await api.vpcSubnetList({ query: { vpc: vpc.id } }))
        for (const subnet of subnets.items) setup(await api.vpcSubnetDelete({ path: { subnet: subnet.id } }))
        setup(await api.vpcDelete({ path: { vpc: vpc.id } }))
      }
      return api.projectDelete({ path: { project } })
    },
  },
  { operation: 'projectPolicyView', run: (api) => api.projectPolicyView({ path: { project: 'sandbox' } }) },
  {
    operation: 'projectPolicyUpdate',
    run: async (api) => {
      const policy = setup(await api.projectPolicyView({ path: { project: 'billing' } }))
      const roleAssignments = [...policy.roleAssignments, viewer]
      return api.projectPolicyUpdate({ path: { project: 'billing' }, body: { roleAssignments } })
    },
  },

  // silos, policies, identity providers
  { operation: 'siloList', run: (api) => api.siloList({}) },
  { operation: 'siloView', run: (api) => api.siloView({ path: { silo: 'engineering' } }) },
  { operation: 'siloView', run: (api) => api.siloView({ path: { silo: researchSilo.id } }) },
  { operation: 'policyView', run: (api) => api.policyView({}) },
  {
    operation: 'policyUpdate',
    run: async (api) => {
      const policy = setup(await api.policyView({}))
      return api.policyUpdate({ body: { roleAssignments: [...policy.roleAssignments, viewer] } })
    },
  },
  { operation: 'siloPolicyView', run: (api) => api.siloPolicyView({ path: { silo: 'research' } }) },
  {
    operation: 'siloPolicyUpdate',
    run: (api) =>
      api.siloPolicyUpdate({
        path: { silo: 'research' },
        body: { roleAssignments: [{ identityId: ada.id, identityType: 'silo_user', roleName: 'viewer' }] },
      }),
  },
  { operation: 'systemPolicyView', run: (api) => api.systemPolicyView({}) },
  {
    operation: 'systemPolicyUpdate',
    run: async (api: Methods) => {
      const policy = setup(await api.systemPolicyView({}))
      return api.systemPolicyUpdate({ body: policy })
    },
  },
  {
    operation: 'siloIdentityProviderList',
    run: (api) => api.siloIdentityProviderList({ query: { silo: 'research' } }),
  },
  {
    operation: 'samlIdentityProviderView',
    run: (api) => api.samlIdentityProviderView({ path: { provider: 'okta' }, query: { silo: 'research' } }),
  },

  // users and groups
  { operation: 'userList', run: (api) => api.userList({}) },
  { operation: 'userList', run: (api) => api.userList({ query: { group: developers.id } }) },
  { operation: 'userView', run: (api) => api.userView({ path: { userId: ada.id } }) },
  { operation: 'groupList', run: (api) => api.groupList({}) },
  { operation: 'groupView', run: (api) => api.groupView({ path: { groupId: developers.id } }) },

  // signing in and out
  {
    operation: 'loginLocal',
    run: async (api) => {
      await api.logout({})
      return api.loginLocal({
        path: { siloName: 'engineering' },
        body: { username: 'grace', password: MOCK_PASSWORD },
      })
    },
  },
  { operation: 'logout', run: (api) => api.logout({}) },
  {
    operation: 'loginSaml',
    // the IdP posts its assertion back and the browser is sent on to the relay state
    run: () =>
      postForm(
        '/login/research/saml/okta',
        { SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=', RelayState: '/projects' },
        { redirect: 'manual' },
      ),
  },

  // the device flow of the CLI
  {
    operation: 'deviceAuthRequest',
    run: () => postForm('/device/auth', { client_id: '4a8b5c6d-0e1f-4a2b-9c3d-5e6f7a8b9c0d' }),
  },
  {
    operation: 'deviceAuthConfirm',
    run: async (api) => {
      setup(await postForm('/device/auth', { client_id: '4a8b5c6d-0e1f-4a2b-9c3d-5e6f7a8b9c0d' }))
      return api.deviceAuthConfirm({ body: { userCode: DEVICE_USER_CODE } })
    },
  },
  {
    operation: 'deviceAccessToken',
    run: async (api) => {
      const clientId = '4a8b5c6d-0e1f-4a2b-9c3d-5e6f7a8b9c0d'
      const auth = setup(await postForm('/device/auth', { client_id: clientId })) as { deviceCode: string }
      setup(await api.deviceAuthConfirm({ body: { userCode: DEVICE_USER_CODE } }))
      return postForm('/device/token', {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: auth.deviceCode,
        client_id: clientId,
      })
    },
  },
]
