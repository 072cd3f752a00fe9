import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryGrid, type GalleryPhoto } from '@/components/home/GalleryGrid';
import { galleryItems } from '@/lib/data/gallery';
import { GALLERY_FILTERS } from '@/lib/gallery';

const photos: GalleryPhoto[] = galleryItems.map((item) => ({
  ...item,
  large: item.src.replace('-800.', '-1200.'),
  alt: `Photo ${item.id}`,
  openLabel: `Enlarge photo: Photo ${item.id}`,
}));
const filters = GALLERY_FILTERS.map((id) => ({ id, label: id[0].toUpperCase() + id.slice(1) }));
const labels = { filter: 'Filter photos by place', close: 'Close enlarged photo', dialog: 'Enlarged photo' };

function setup() {
  render(
    <>
      <GalleryGrid photos={photos} filters={filters} labels={labels} />
      <a href="#after">After the gallery</a>
    </>,
  );
  return { user: userEvent.setup() };
}

const photoButtons = () => screen.getAllByRole('button', { name: /^Enlarge photo/ });

describe('GalleryGrid', () => {
  it('shows every photo with All pressed, a button per filter', () => {
    setup();
    expect(photoButtons()).toHaveLength(galleryItems.length);
    const group = screen.getByRole('group', { name: 'Filter photos by place' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(filters.map((filter) => filter.label));
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by place and back to all', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Dubai' }));
    expect(photoButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Enlarge photo: Photo dubai-1',
      'Enlarge photo: Photo dubai-2',
    ]);
    expect(screen.getByRole('button', { name: 'Dubai' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(photoButtons()).toHaveLength(galleryItems.length);
  });

  it('opens a modal lightbox on click, focuses its close button and returns focus when closed', async () => {
    const { user } = setup();
    const opener = screen.getByRole('button', { name: 'Enlarge photo: Photo paris-2' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Enlarged photo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Photo paris-2' })).toHaveAttribute('src', '/images/gallery/paris-2-1200.webp');
    const close = within(dialog).getByRole('button', { name: 'Close enlarged photo' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each(['{Enter}', ' '])('opens from the keyboard with %s and closes with Escape', async (key) => {
    const { user } = setup();
    const opener = screen.getByRole('button', { name: 'Enlarge photo: Photo studio-1' });
    opener.focus();
    await user.keyboard(key);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the lightbox', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enlarge photo: Photo dubai-1' }));
    const close = screen.getByRole('button', { name: 'Close enlarged photo' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
