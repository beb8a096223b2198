import * as yup from 'yup'

// A missing required value reads '{label} is required', naming the field as its label does.
yup.setLocale({
  mixed: {
    required: ({ label, path }: { label?: string; path: string }) => `${label ?? path} is required`,
  },
})

export { yup }
