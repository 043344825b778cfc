// A labelled radio group (fieldset + legend) and a labelled select: the two controls of the settings panel.
import { useId } from 'react'

export interface ChoiceOption<T extends string> {
  readonly value: T
  readonly label: string
}

interface ChoiceProps<T extends string> {
  readonly legend: string
  readonly value: T
  readonly options: readonly ChoiceOption<T>[]
  readonly onChange: (value: T) => void
}

export function RadioChoice<T extends string>(props: ChoiceProps<T>) {
  const name = useId()
  return (
    <fieldset className="settings-choice">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

export function SelectChoice<T extends string>(props: ChoiceProps<T>) {
  const id = useId()
  return (
    <div className="settings-choice">
      <label htmlFor={id}>{props.legend}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => {
          const chosen = props.options.find((option) => option.value === event.target.value)
          if (chosen) props.onChange(chosen.value)
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
