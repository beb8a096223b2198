/**
 * Public keys of each supported type, made with `ssh-keygen -t <type>` (the security-key ones assembled from the
 * same parts, as no security key was at hand), with what `ssh-keygen -lf` prints for them: bits, fingerprint and
 * kind. Only the public halves exist anywhere; they are test data, not keys of anyone.
 */
export const TEST_KEYS = {
  ed25519: {
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKhnsky12IoOPDTxDbfExvtRZRMUfVTu0ZCjzBrLHMQv ada@analytical-engine',
    bits: 256,
    fingerprint: 'SHA256:du8OHU/0p44sqPCYFDKdWzLbMU4Dy6yxBWP9T/Ycxsc',
    label: 'ED25519',
  },
  rsa2048: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC4Lmc8Y5VE7wEjwSr6LXweMqjfMF1yE6nqhkqf5QFDXXTLoqmrURMU2epjDieJb4Eb/hRqKiPCbkvE7ywN3WKN7NGWcJjX8Hj0lRz46RhcH3t5sr/slqSCj454wnCiu1ylVajbrf7UNzRCjJHQ8AOGLcbDeLtaQAxswAHvxuVZJAS6YW0m5HuUrqCFBE5wcA4OxAyW8R8yT8ke5v6EYDZtvh3e5appSXhK5ZSyPCowDw+37jUcdVSP4cYA5+Wa4qJRzYVU8noRBDi4ToDIYittYgekf4fSFeEFpBWgHQLwpNA90m9d2staN3Bpf/sjdza9avehSFwqB7+egqSeSIMb grace@cobol',
    bits: 2048,
    fingerprint: 'SHA256:m2kkrf7KYyriwPMbOM2Y5ny2C0q8XT9+PAwSXnpx6n8',
    label: 'RSA',
  },
  rsa4096: {
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAACAQCo3QVUVeEewY+RPs1l0ueX+ggmJwIs96btB3eZVyVODscAsUDRckOUBfygltaImShC0Tfu0Xs/OumMrNCxJ8HIntyqNhZXXbpxPlt20537nOSG9w9a4FVI0tGs9uQscvXsPXhZ5/a4lD2CHT2dvZt1Pevax1RqkC0GaW5AHCy5mC04HBk3tuwCpdGMseZ6LdtVGcN5UTsOqSA9yOQYEdjdZVUxXeIv29TZOKbDpNm3my4N8Eu86+nk+pAxpj303IWR3q0X4OEJ+7absbG17jBEj4m9ZSVI7JOuXqN+3hhcP0NcyUxHWyvRKuZ0hb+jGDALa7IQ8ZgQSQuRgdcODVSv9ILOKku5SzLttJ1L7ed3EHpAiyXzdVshoKPp2SHq+ouVra61pSqeka+szf0XeTIxCnauGxlHNT2vWN5qQCng+2ZaUSMYVirqO/rk5WjUFWxNhMOuVcHxRYpqFfhb0NxgequlUcjXa3ROmBJsXChg1/gD6gCcKPuzHeS1WATs/Qwa7nA1vXyji1ZNAB1NcrT4uR/6HYvoPxGAGqD1pdcXvvo/A8K7qZMTgwHJJBlkYVyxBFHy5X5jvDChQAD3g419iYNkFBHJRZuKLzxmmqmP039IGAl83sKRs7Vog2gcNSCI4V/vk8nl+utm02axiDWEC/1LhIbXpPqmuNJn91DA8w== alan@bletchley',
    bits: 4096,
    fingerprint: 'SHA256:aWuMKRffD8YJQ6iyaAUSuaJffEkN6kJdNWRfJA0xJbs',
    label: 'RSA',
  },
  ecdsa256: {
    line: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBE5lOtVveKKvBD63nr1zeyhbz75b0S2j9aUi7jmHQhc+gO6vHxQ71rGt741U4z8ZyWD8bjmsCnu2jb59CEDmDQQ= margaret@apollo',
    bits: 256,
    fingerprint: 'SHA256:BFCt6U0ddgZAt3o5dgAtyCSJvVNM/+348uMcdnmwaZ8',
    label: 'ECDSA',
  },
  ecdsa384: {
    line: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBCODt7sRZA0aWf14gtrKgblPHV0IQz93Dby6XgPm+kN+5CUYFVzws9ehM4lJOdhGgn0+DnduD73I0SvsSN5uhB0vHz323xQCnG5gYhgomeUfnBQenQO5v4KqDt58IICDAg== katherine@langley',
    bits: 384,
    fingerprint: 'SHA256:pv2xWOi0NTDrTYiJQ5Jim6B0X4nF1DbD1uhl8BumG+Q',
    label: 'ECDSA',
  },
  ecdsa521: {
    line: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBACU1svO1VNMqeBqRet65Da6GPR4WBORw53nY4An5pKm20i2uMo1WOsK4mOubunOoEWqg7eH//Lew1a/XSqif2mtXwCMvS1aTfkshzA/4dseLIJEEf5s5YQ77emQK+iv9nc7IzLdDX/kDCg8ET83TGlElltb6ZBgPeho0V2VVA8biDNWGg==',
    bits: 521,
    fingerprint: 'SHA256:oENbAGKL0kBZooJiyLt35OedGSyudLbV1mQTRw5GY2s',
    label: 'ECDSA',
  },
  skEd25519: {
    line: 'sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAIKhnsky12IoOPDTxDbfExvtRZRMUfVTu0ZCjzBrLHMQvAAAABHNzaDo= ada@yubikey',
    bits: 256,
    fingerprint: 'SHA256:DaaTsRXcXtJlPNREJNd18OWkssUf7mrXC9KP6Ax+fIc',
    label: 'ED25519-SK',
  },
  skEcdsa: {
    line: 'sk-ecdsa-sha2-nistp256@openssh.com AAAAInNrLWVjZHNhLXNoYTItbmlzdHAyNTZAb3BlbnNzaC5jb20AAAAIbmlzdHAyNTYAAABBBE5lOtVveKKvBD63nr1zeyhbz75b0S2j9aUi7jmHQhc+gO6vHxQ71rGt741U4z8ZyWD8bjmsCnu2jb59CEDmDQQAAAAEc3NoOg== grace@yubikey',
    bits: 256,
    fingerprint: 'SHA256:wtOGEyVESSzhFdhgwcdN1aRLmyeayFh0NWZ3W9JPktw',
    label: 'ECDSA-SK',
  },
} as const

/** A DSA key, which OpenSSH no longer accepts. */
export const DSA_KEY =
  'ssh-dss AAAAB3NzaC1kc3MAAACBAOnyI+1L1scTqxjpBRl5HZ7Pr4KSQ510XUtmYFgirtYhQ2Fsrg3ocLrWSWBRNz50MHj5VnlOXv7wOVk25muBhpe7bVRifzmjwj2F6UXPzz+8oY/jf74bQ8XlmP7b/HPpEfcrzzCYJ7a7LpYBafNdURnZiMETwYogTNDGHL3WVPMVAAAAFQCXJBF6dGYxYZpb3xc6o7S/En2ZYwAAAIAxRKOsPRAqPQ5pEWhIYEe8XzDKnbgGiPFJG7AYc7MNaFq20NJR5fkGWdr0RkGNU5CG2LtRYCXkZOu+OWn2EkjuDHsulxuknQX0BnXwaMsM5tgrStBRH+3/CkLGmTEonixPY93epoWuyMRndJzBF09eQgmN3ZVvCrzLWOcbZyX2gAAAAIEAhTKVzyHiuBag7uCFOUOOMH1yyuh/UTKb9f19NsGTFzjK7oEqkEeQzlQvKn9jbjBW1n+5ZyK/jfnLIQk36qCApYyaRkM1hd85WRRzR6f0+gf96+0ARfYCbA7+oXA08iZzF1hUYCgzp6QC1OEficrwdsNSJ1BtIUJ2PZ/xjSEJMqg= old@legacy'

/** A certificate for the Ed25519 key above, signed by a throwaway CA. */
export const CERTIFICATE =
  'ssh-ed25519-cert-v01@openssh.com AAAAIHNzaC1lZDI1NTE5LWNlcnQtdjAxQG9wZW5zc2guY29tAAAAIMuOagSZDP2/a0CUbHyOuK2AJSaVjsK7zgGBwD1WW/b9AAAAIKhnsky12IoOPDTxDbfExvtRZRMUfVTu0ZCjzBrLHMQvAAAAAAAAAAAAAAABAAAABHRlc3QAAAAHAAAAA2FkYQAAAAAAAAAA//////////8AAAAAAAAAggAAABVwZXJtaXQtWDExLWZvcndhcmRpbmcAAAAAAAAAF3Blcm1pdC1hZ2VudC1mb3J3YXJkaW5nAAAAAAAAABZwZXJtaXQtcG9ydC1mb3J3YXJkaW5nAAAAAAAAAApwZXJtaXQtcHR5AAAAAAAAAA5wZXJtaXQtdXNlci1yYwAAAAAAAAAAAAAAMwAAAAtzc2gtZWQyNTUxOQAAACCwVNL1YLqClPw6zkK4g4G+IED+QaHMaWG66QNFL5AlaQAAAFMAAAALc3NoLWVkMjU1MTkAAABApe0wLUGLoqe50MVVxJmSpGVUJq0+u3t0lUWeRDAlEjmS2MmGv9eygfBEAigHXmrMopDSTFNfpapVxoGgn2zXDA== ada@analytical-engine'

/** The Ed25519 key in the SSH2 (RFC 4716) format of `ssh-keygen -e`. */
export const SSH2_KEY = `---- BEGIN SSH2 PUBLIC KEY ----
Comment: "256-bit ED25519, converted by a user from OpenSSH"
AAAAC3NzaC1lZDI1NTE5AAAAIKhnsky12IoOPDTxDbfExvtRZRMUfVTu0ZCjzBrLHMQv
---- END SSH2 PUBLIC KEY ----
`

/** The 2048-bit RSA key in PEM (`ssh-keygen -e -m PKCS8`). */
export const PEM_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuC5nPGOVRO8BI8Eq+i18
HjKo3zBdchOp6oZKn+UBQ110y6Kpq1ETFNnqYw4niW+BG/4Uaiojwm5LxO8sDd1i
jezRlnCY1/B49JUc+OkYXB97ebK/7Jakgo+OeMJwortcpVWo263+1Dc0QoyR0PAD
hi3Gw3i7WkAMbMAB78blWSQEumFtJuR7lK6ghQROcHAODsQMlvEfMk/JHub+hGA2
bb4d3uWqaUl4SuWUsjwqMA8Pt+41HHVUj+HGAOflmuKiUc2FVPJ6EQQ4uE6AyGIr
bWIHpH+H0hXhBaQVoB0C8KTQPdJvXdrLWjdwaX/7I3c2vWr3oUhcKge/noKknkiD
GwIDAQAB
-----END PUBLIC KEY-----
`
