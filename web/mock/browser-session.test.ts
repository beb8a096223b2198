import { afterEach, describe, expect, it } from 'vitest'
import { keepSessionAcrossReloads } from './browser-session'
import { db, resetDb } from './db'
import { ada, grace } from './fixtures/users'
import { signIn, signOut } from './session'

/** A reload of the preview: the seed comes back, and the session is read from the tab's storage. */
function reload() {
  resetDb()
  return keepSessionAcrossReloads()
}

describe('the preview session across reloads', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    sessionStorage.clear()
    resetDb()
  })

  it('starts as the seed says when the tab has never signed in or out', () => {
    stop = reload()
    expect(db.session.userId).toBe(ada.id)
  })

  it('stays signed out after a sign-out', () => {
    stop = reload()
    signOut()
    stop()
    stop = reload()
    expect(db.session.userId).toBeNull()
  })

  it('stays the user who signed in last', () => {
    stop = reload()
    signOut()
    signIn(grace)
    stop()
    stop = reload()
    expect(db.session.userId).toBe(grace.id)
  })

  it('has no session for a user the seed does not have', () => {
    stop = reload()
    const newcomer = { ...grace, id: '00000000-0000-4000-8000-00000000beef' }
    db.users.push(newcomer)
    signIn(newcomer)
    stop()
    stop = reload()
    expect(db.session.userId).toBeNull()
  })
})
