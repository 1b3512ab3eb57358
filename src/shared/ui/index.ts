export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/Button'
export { LinkButton, type LinkButtonProps } from './button/LinkButton'
export { IconButton, type IconButtonProps } from './button/IconButton'
export { Page, Stack, Cluster, type StackProps, type ClusterProps } from './layout/Layout'
export { Card, CardHeader, type CardProps, type CardHeaderProps } from './card/Card'
export { Text, KeepWhole, Nowrap, type TextProps } from './text/Text'
export {
  StepBar,
  StepTracker,
  type StepBarProps,
  type StepTrackerProps,
  type TrackedStep,
  type StepState,
} from './step-tracker/StepTracker'
export { Completion, type CompletionProps } from './completion/Completion'
export { Intro, type IntroProps } from './intro/Intro'
export { BulletList } from './bullet-list/BulletList'
export { List, ListRow, type ListRowProps } from './list-row/ListRow'
export { Section, type SectionProps } from './section/Section'
export { Dialog, type DialogProps, type DialogVariant } from './dialog/Dialog'
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState'
export { ErrorState, type ErrorStateProps } from './error-state/ErrorState'
export { Skeleton, SkeletonList } from './skeleton/Skeleton'
export { Switch, type SwitchProps } from './switch/Switch'
export { TextField, type TextFieldProps } from './text-field/TextField'
export { TextArea, type TextAreaProps } from './text-area/TextArea'
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox'
export { LinkTabs, type LinkTab, type LinkTabsProps } from './tabs/LinkTabs'
export { Badge, type BadgeTone } from './badge/Badge'
export { BottomAction } from './bottom-action/BottomAction'
export { InfoBox, type InfoBoxProps } from './info-box/InfoBox'
export { QueryState, type QueryStateProps } from './query-state/QueryState'
export { SearchField, type SearchFieldProps } from './search-field/SearchField'
export { SearchOutcome, type SearchOutcomeProps } from './search-field/SearchOutcome'
export { FactList, type Fact, type FactListProps } from './fact-list/FactList'
export { FieldError, type FieldErrorProps } from './field-error/FieldError'
export { CallLink } from './call-link/CallLink'
