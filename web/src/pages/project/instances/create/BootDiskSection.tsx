import type { Image } from '~/api/__generated__/Api'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { useRequiredParams } from '~/components/route-params'
import { projectImageList } from '~/pages/project/images/queries'
import { siloImageList } from '~/pages/silo/images/queries'
import { MAX_DISK_SIZE_GIB } from '~/util/constants'
import { formatBytes } from '~/util/format'
import { F } from './create-fields'
import s from './create-form.module.css'
import { Section } from './Section'
import { type DiskPage, mayHaveDetachedDisk, useDetachedDiskPicker } from './use-detached-disk-picker'
import { type BootSource, bootDiskNameFor, minBootDiskGib } from './values'

type ImagePage = { items: Image[]; nextPage?: string | null }

type Props = {
  /** The first page of each image list; a longer list is searched as the user types. */
  siloImages: ImagePage
  projectImages: ImagePage
  /** The first page of the project's disks; its detached ones are offered, and the rest searched as typed. */
  disks: DiskPage
  /** Told of an image found past the first page once it is chosen, so the form can check the disk's size. */
  onImageFound: (image: Image) => void
}

const IMAGES = { one: 'image', many: 'images' }

const imageItems = (images: Image[]) =>
  images.map((i) => ({
    value: i.id,
    label: i.name,
    description: [i.os, i.version, formatBytes(i.size)].filter(Boolean).join(' · '),
  }))

/** The disk the instance boots from: a new one made from an image, or an existing detached disk. */
export function BootDiskSection({
  siloImages: siloPage,
  projectImages: projectPage,
  disks,
  onImageFound,
}: Props) {
  const { project } = useRequiredParams('project')
  const values = F.useValues()
  const setFieldValue = F.useSetValue()
  const siloImages = siloPage.items
  const projectImages = projectPage.items
  const fromProject = values.bootSource === 'project-image'
  const search = usePickerSearch(
    fromProject ? projectImageList(project) : siloImageList(),
    fromProject ? projectPage : siloPage,
    IMAGES,
  )
  const images = search.items
  const image = [...siloImages, ...projectImages, ...images].find((i) => i.id === values.bootImage)
  const min = minBootDiskGib(image)

  // runs after the radio group has set bootSource
  const pickSource = (source: BootSource) => {
    const list = source === 'project-image' ? projectImages : source === 'silo-image' ? siloImages : []
    // keep the image if it is in the new list, otherwise offer the first one
    if (source !== 'disk' && !list.some((i) => i.id === values.bootImage)) {
      setFieldValue('bootImage', list[0]?.id ?? '')
      if (list[0]) setFieldValue('bootDiskSize', Math.max(values.bootDiskSize, minBootDiskGib(list[0])))
    }
  }
  const pickImage = (id: string) => {
    const next = images.find((i) => i.id === id)
    if (next && !siloImages.includes(next) && !projectImages.includes(next)) onImageFound(next)
    // a boot disk must hold its image, so the size follows the image upwards
    if (next && values.bootDiskSize < minBootDiskGib(next))
      setFieldValue('bootDiskSize', minBootDiskGib(next))
  }
  const diskPicker = useDetachedDiskPicker(
    project,
    disks,
    values.disks.map((d) => d.name),
  )

  return (
    <Section title="Boot disk">
      <F.Radio
        name="bootSource"
        label="Boot from"
        orientation="horizontal"
        options={[
          { value: 'silo-image', label: 'Silo image', isDisabled: siloImages.length === 0 },
          { value: 'project-image', label: 'Project image', isDisabled: projectImages.length === 0 },
          { value: 'disk', label: 'Existing disk', isDisabled: !mayHaveDetachedDisk(disks) },
        ]}
        onChange={(v) => pickSource(v as BootSource)}
      />
      {values.bootSource === 'disk' ? (
        <F.ComboBox
          name="bootDisk"
          label="Disk"
          isRequired
          placeholder="Type to search detached disks"
          emptyText="No detached disks match"
          items={diskPicker.items}
          onSearch={diskPicker.onSearch}
          listStatus={diskPicker.status}
        />
      ) : (
        <>
          <F.ComboBox
            key={values.bootSource}
            name="bootImage"
            label="Image"
            isRequired
            placeholder="Type to search images"
            emptyText="No images match"
            items={imageItems(images)}
            onChange={pickImage}
            onSearch={search.onSearch}
            listStatus={search.status}
          />
          <div className={s.row}>
            <F.Name
              name="bootDiskName"
              label="Disk name"
              isRequired={false}
              description={`Leave empty for ${bootDiskNameFor(values.name || 'instance')}.`}
            />
            <F.Number
              name="bootDiskSize"
              label="Disk size"
              unit="GiB"
              minValue={min}
              maxValue={MAX_DISK_SIZE_GIB}
              isRequired
              description={`${min} to ${MAX_DISK_SIZE_GIB} GiB${image ? `; the image needs ${min} GiB` : ''}.`}
            />
          </div>
        </>
      )}
    </Section>
  )
}
