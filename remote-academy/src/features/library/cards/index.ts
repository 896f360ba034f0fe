// The card list with select mode and the bulk-action bar of the Flashcards Library.
export { BulkBar, type BulkBarProps } from './bulk-bar';
export { BULK_TAGS_SHOWN, tagsToAdd, tagsToRemove } from './bulk-tags';
export { CardList, type CardListProps } from './card-list';
export { StatusBadge } from './status-badge';
export { StrengthMeter } from './strength-meter';
export { STRENGTH_BANDS, strengthBand, strengthPercent, type StrengthBand } from './strength';
export {
  DRAG_THRESHOLD_PX,
  useDragSelect,
  type DragSelect,
  type DragSelectOptions,
} from './use-drag-select';
export { useSelectMode, type SelectMode } from './use-select-mode';
