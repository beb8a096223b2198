import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { type CodeBoxesProps, renderBoxes } from './CodeInput'
import s from './CodeInput.module.css'

/** The code input's group and boxes once React Aria's code has loaded. */
export default function CodeInputBoxes(props: CodeBoxesProps) {
  return (
    <Group aria-label={props.label} isDisabled={props.isDisabled} className={s.group}>
      {renderBoxes(Input, props)}
    </Group>
  )
}
