import * as yup from 'yup'

// Spec §5: a missing required value reads '{label} is required'.
yup.setLocale({
  mixed: {
    required: ({ label, path }: { label?: string; path: string }) => `${label ?? path} is required`,
  },
})

export { yup }
