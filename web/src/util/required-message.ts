/**
 * What a required field says when it is left empty. A module of its own: the sign-in form needs only this of the
 * validators (validate.ts), which bring the IP address rules along.
 */
export const requiredMessage = (label: string) => `${label} is required`
