/**
 * The form pieces live in the form kit (`#client/components/form/`). This file only keeps the names the image
 * picker still imports from here; import the kit in new code.
 */
export { describedBy, FieldError, RequiredLabel } from '#client/components/form/field.tsx';
