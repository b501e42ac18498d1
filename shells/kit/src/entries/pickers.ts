// `@coach/kit/pickers`: the heavier fields, each a widget of its own: a select and a combo box with
// their lists, a place from the location data. Apart from `@coach/kit/forms` so that a form of text
// fields and checkboxes (the sign-in, the registration) does not download them (ADR 0026). The host
// provides it, like the kit's other entries; they sit on `@coach/kit/forms`, which it imports.
// Elsewhere since issue 30: the day field (the browser's date input) in `@coach/kit/forms`, the
// search box (the browser's search input) in `@coach/kit/tables`, and the file field with drag and
// drop in `@coach/kit/widgets` (every page with one shows it in a dialog or beside one), so the
// settings' profile, with its place fields, does not download the drop zone.

export { type FieldOption, FormComboBox, FormSelect } from '../forms/form-select.tsx';
export { PlaceFields, type PlaceForm, type PlaceValues } from '../ui/place-fields.tsx';
