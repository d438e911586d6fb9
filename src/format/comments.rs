//! The comments a text output writes above its puzzles so that they read
//! back with no flags: `# variant ...` and `# box WxH`, as the reader
//! ([`super::Reader`]) takes them.

use crate::layout::{Layout, Variant};
use crate::shape::Shape;

/// What the comments written so far have named, to write only what
/// changes: `# variant ...` before a puzzle whose layout differs from the
/// one named last (none: the classic), and `# box WxH` before a puzzle
/// whose box a reader would not tell from its length (or from the box
/// named last).
///
/// ```
/// use sudoku_press::format::Comments;
/// use sudoku_press::layout::{Layout, Variant};
/// use sudoku_press::Shape;
///
/// let mut comments = Comments::default();
/// let tall = Layout::classic(Shape::new(2, 3).unwrap());
/// assert_eq!(comments.before(&tall, true), "# box 2x3\n");
/// assert_eq!(comments.before(&tall, true), "");
/// let x = Layout::new(Shape::classic(), Variant::X).unwrap();
/// assert_eq!(comments.before(&x, true), "# variant x\n");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Comments {
    /// The box the last `# box` comment (or the run's header) named.
    pub named: Option<Shape>,
    /// The label ([`Layout::label`]) the last `# variant` comment named
    /// (`None`: the classic).
    pub variant: Option<String>,
}

impl Comments {
    /// The comments to write before a puzzle of `layout`, each a line
    /// ending in a newline (none: empty); `name_box` for a form whose
    /// length does not tell the box (the line form), where the box is not
    /// the conventional one of its size.
    pub fn before(&mut self, layout: &Layout, name_box: bool) -> String {
        let mut out = String::new();
        let variant = layout.variant();
        // What a reader reads is the label: one written names the layout
        // (`# variant classic` back from another).
        let label = (variant != Variant::CLASSIC).then(|| layout.label());
        if label != self.variant {
            out.push_str("# variant ");
            match &label {
                Some(text) => out.push_str(text),
                None => out.push_str(&layout.label()),
            }
            out.push('\n');
            self.variant = label;
        }
        let shape = layout.shape();
        if !name_box || variant.is_jigsaw() {
            return out;
        }
        let assumed = self
            .named
            .filter(|s| s.cells() == shape.cells())
            .or_else(|| Shape::from_cell_count(shape.cells()));
        if assumed != Some(shape) {
            out.push_str(&format!("# box {shape}\n"));
            self.named = Some(shape);
        }
        out
    }
}
