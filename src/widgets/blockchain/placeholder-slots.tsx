// Empty slots drawn before the first data: flashing cubes while an answer is expected, still ones when
// no API answers (a skeleton that flashes forever would promise data that is not coming).
import { BLOCK_OFFSET_PX, CONTAINER_OFFSET_PX } from './layout'

export function placeholderSlots(side: 'projected' | 'mined', count: number, waiting: boolean) {
  return Array.from({ length: count }, (_, i) => (
    <li
      key={`empty-${i}`}
      className={`slot ${side}-slot`}
      style={{ ['--offset' as string]: `${CONTAINER_OFFSET_PX + i * BLOCK_OFFSET_PX}px` }}
    >
      <span className={`cube ${side} ${waiting ? 'loading' : 'placeholder'}`} />
    </li>
  ))
}
