/** A stand-in product logo drawn inline for stories: Storybook serves none of the console's files. */
export const storyLogo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='150' height='40'%3E%3Crect width='150' height='40' rx='6' fill='%231f5fd6'/%3E%3C/svg%3E";
