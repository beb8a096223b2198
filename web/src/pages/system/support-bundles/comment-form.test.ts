// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { commentBody } from './comment-form'

describe('the comment sent', () => {
  it('is the comment without the blanks around it, and none when nothing is left', () => {
    expect(commentBody({ comment: '  case 4127\nfan alarms \n' })).toEqual({
      userComment: 'case 4127\nfan alarms',
    })
    expect(commentBody({ comment: ' \n ' })).toEqual({ userComment: null })
  })
})
