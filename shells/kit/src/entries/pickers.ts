// `@coach/kit/pickers`: the heavier fields, each a widget of its own: a select and a combo box with
// their lists, a file with drag and drop, a place from the location data, a search box. Apart from
// `@coach/kit/forms` so that a form of text fields and checkboxes (the sign-in, the registration)
// does not download them (ADR 0026). The host provides it, like the kit's other entries; they sit
// on `@coach/kit/forms`, which it imports. The day field is the browser's own date input, in
// `@coach/kit/forms`: a form with a day need not download every picker (issue 30).

export { type FieldOption, FormComboBox, FormSelect } from '../forms/form-select.tsx';
export { FileField, type FileFieldProps } from '../ui/file-field.tsx';
export { PlaceFields, type PlaceForm, type PlaceValues } from '../ui/place-fields.tsx';
export { SearchField } from '../ui/search-field.tsx';
